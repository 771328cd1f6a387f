import numpy as np

from .model import simulate


def daily_incidence(susceptible):
    """New infections per day: the drop in the susceptible pool."""
    return np.diff(-susceptible)  # expect: JXL401


def model_cases(beta, gamma, days):
    trajectory = simulate(beta, gamma, days)
    return daily_incidence(trajectory[:, 0])
