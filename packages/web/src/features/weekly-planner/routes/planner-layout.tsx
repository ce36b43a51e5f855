import { Outlet, useLocation, useNavigate } from 'react-router';
import { AppScreen } from '../../../components/app-screen';
import { Tabs } from '../../../components/tabs';
import { DIARY_PATH, MY_BUDGET_PATH, PLANNER_ACCENT } from '../paths';
import '../weekly-planner.css';

type PlannerTab = 'mybudget' | 'diary';

const TABS = [
  { id: 'mybudget', name: 'MY BUDGET' },
  { id: 'diary', name: 'DIARY' },
] as const;

/**
 * The Weekly Planner (/weeklyplanner, spec part 2 sections 2 and 4): the tabs MY BUDGET and
 * DIARY over the tab's own route, back to the dashboard. Choosing a tab replaces the address, so
 * back still goes to the dashboard, and keeps focus on the tab (the tabs pattern).
 */
export function PlannerLayout() {
  const navigate = useNavigate();
  const tab: PlannerTab = useLocation().pathname.endsWith('/diary') ? 'diary' : 'mybudget';
  const show = (next: PlannerTab) =>
    void navigate(next === 'diary' ? DIARY_PATH : MY_BUDGET_PATH, {
      replace: true,
      state: { keepFocus: true },
    });
  return (
    <AppScreen title="Weekly Planner" accent={PLANNER_ACCENT}>
      <Tabs label="Weekly Planner" idPrefix="planner" tabs={TABS} current={tab} onChange={show}>
        <Outlet />
      </Tabs>
    </AppScreen>
  );
}
