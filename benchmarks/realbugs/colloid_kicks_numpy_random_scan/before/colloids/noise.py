import numpy as np


def thermal_kick(shape, kT, gamma, dt):
    return np.sqrt(2.0 * kT * dt / gamma) * np.random.normal(size=shape)  # expect: JXL402
