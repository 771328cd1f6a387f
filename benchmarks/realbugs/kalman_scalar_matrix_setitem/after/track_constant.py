"""Estimate a constant level from noisy readings."""

import numpy as np

from tracking.kalman import KalmanFilter


def track(level=2.5, steps=40, seed=0):
    readings = level + np.random.default_rng(seed).normal(0.0, 0.5, steps)
    kf = KalmanFilter()
    kf.initialize(x=0.0, A=1.0, B=0.0, H=1.0, P=1.0, Q=1e-4, R=0.25)
    for z in readings:
        estimate = kf.step(0.0, float(z))
    return float(estimate[0, 0])


if __name__ == "__main__":
    print(track())
