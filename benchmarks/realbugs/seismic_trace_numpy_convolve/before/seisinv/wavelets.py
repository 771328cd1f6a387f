import numpy as np


def ricker(peak_frequency, dt, length=0.128):
    t = np.arange(-length / 2, length / 2 + dt, dt)
    arg = (np.pi * peak_frequency * t) ** 2
    return (1.0 - 2.0 * arg) * np.exp(-arg)
