import time


def run(step, u0, num_steps, snapshot_every=100):
    """Apply `step` num_steps times, keeping a snapshot every `snapshot_every` steps for the heatmaps."""
    u = u0
    snapshots = []
    start = time.perf_counter()
    for i in range(1, num_steps + 1):
        u = step(u)
        if i % snapshot_every == 0:
            snapshots.append(u)
    return u, snapshots, time.perf_counter() - start
