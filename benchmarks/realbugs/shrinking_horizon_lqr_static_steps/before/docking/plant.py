from typing import NamedTuple

import numpy as np


class DoubleIntegrator(NamedTuple):
    """Relative position and velocity of a chaser along one axis, thrust as input."""

    A: np.ndarray
    B: np.ndarray

    @classmethod
    def discretise(cls, dt):
        return cls(np.array([[1.0, dt], [0.0, 1.0]]), np.array([[0.5 * dt**2], [dt]]))
