// What events, offers and story beats about a thing need the player to own (issue 30): a mishap
// to a bike needs a bike in My Stuff. Catalogue ids (items/catalogue.ts); the content's test checks
// each one is there.
import type { Requirement } from './schemas';

/** Any bike a player can ride (the lights and lock alone are not a bike). */
export const OWNS_A_BIKE: Requirement = {
  ownsAnyOf: ['bike', 'e-bike', 'mountain-bike', 'bmx', 'road-bike'],
};

export const OWNS_A_CAR: Requirement = { ownsAnyOf: ['car', 'newer-used-car'] };

export const OWNS_A_LAPTOP: Requirement = {
  ownsAnyOf: ['laptop', 'chromebook', 'macbook-air', 'gaming-laptop'],
};
