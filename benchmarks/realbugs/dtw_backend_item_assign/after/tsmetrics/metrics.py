"""Dynamic time warping between two univariate series."""

from tsmetrics.backend import instantiate_backend


def _local_cost(s1, s2, be):
    return be.sqrt((s1[:, None] - s2[None, :]) ** 2)


def _accumulated_cost(dist, be):
    l1, l2 = dist.shape
    cum = be.full((l1 + 1, l2 + 1), be.inf)
    cum = be.set_item(cum, (0, 0), 0.0)
    for i in range(l1):
        for j in range(l2):
            cum = be.set_item(cum, (i + 1, j + 1), dist[i, j] + min(cum[i, j + 1], cum[i + 1, j], cum[i, j]))
    return cum


def dtw(s1, s2):
    be = instantiate_backend(s1, s2)
    s1, s2 = be.array(s1), be.array(s2)
    return be.sqrt(_accumulated_cost(_local_cost(s1, s2, be), be)[-1, -1])
