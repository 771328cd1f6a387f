"""Exact transport plans. Both marginals must be uniform over the same number of points: the optimal plan is
then a permutation, found by the Hungarian algorithm on the host."""
import numpy as np
from scipy.optimize import linear_sum_assignment

from otlite.backend import get_backend


def _assignment_plan(cost):
    n = cost.shape[0]
    rows, cols = linear_sum_assignment(cost)
    plan = np.zeros_like(cost)
    plan[rows, cols] = 1.0 / n
    return plan


def emd(a, b, M):
    """The optimal transport plan between the weights a and b for the cost matrix M."""
    nx = get_backend(a, b, M)
    return nx.host_solve(_assignment_plan, M)


def emd2(a, b, M):
    """The optimal transport cost."""
    nx = get_backend(a, b, M)
    return nx.sum(emd(a, b, M) * M)
