import numpy as np


def gamblers_ruin(target, win_probability):
    """Transition matrix in canonical form: transient fortunes 1..target-1 first, then ruin (0) and target."""
    n_transient = target - 1
    size = target + 1
    P = np.zeros((size, size))
    for fortune in range(1, target):
        row = fortune - 1
        up, down = fortune + 1, fortune - 1
        P[row, up - 1 if up < target else size - 1] = win_probability
        P[row, down - 1 if down > 0 else n_transient] = 1.0 - win_probability
    P[n_transient, n_transient] = 1.0
    P[size - 1, size - 1] = 1.0
    return P
