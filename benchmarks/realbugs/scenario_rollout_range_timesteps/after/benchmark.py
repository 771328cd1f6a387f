import time

from rollout import replay_log
from scenarios import make_scenario


def time_scenarios(n_scenarios=3):
    """Wall time of replaying each scenario (the first includes compilation)."""
    times = []
    for i in range(n_scenarios):
        scenario = make_scenario(num_objects=4 + i)
        start = time.perf_counter()
        final = replay_log(scenario)
        final.sim_x.block_until_ready()
        times.append(time.perf_counter() - start)
    return times
