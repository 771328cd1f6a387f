import numpy as np


def median_heuristic(sq_dists, num_particles):
    """Bandwidth h = med^2 / log n of Liu and Wang (2016): each particle's kernel sums to about one."""
    return np.median(sq_dists) / np.log(num_particles + 1.0)  # expect: JXL401
