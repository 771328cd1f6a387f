import numpy as np

from duffsweep.sweep import ramp


def ramp_up(n_values):
    return ramp(np.linspace(0.0, 0.4, n_values), [1.0, 0.0])


if __name__ == "__main__":
    print(ramp_up(20))
