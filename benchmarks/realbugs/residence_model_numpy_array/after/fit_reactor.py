"""Fit the residence-time model to a measured tracer curve."""

import numpy as np

from mrt.model import residence_model
from mrt.physics import residence_curve
from tinyppl import MAP

INIT = {"eff": 0.5, "pos": 10.0, "sig": 1.0, "mt": 10.0}


def synthetic_measurement(seed: int = 0) -> np.ndarray:
    truth = np.array([[10.2, 0.6, 1.3, 12.0]])
    curve = np.asarray(residence_curve(np.arange(0, 100), truth))
    return curve + 0.01 * np.random.default_rng(seed).normal(size=curve.shape)


def fit(num_steps: int = 50):
    return MAP(residence_model, step_size=1e-3).run(INIT, synthetic_measurement(), num_steps=num_steps)


if __name__ == "__main__":
    print({k: float(v) for k, v in fit().items()})
