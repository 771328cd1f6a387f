import jax
import jax.numpy as jnp
import numpy as np

from predictor import Predictor

STATS = {"mean": np.zeros(4), "stddev": np.ones(4)}


def make_forward(weights):
    predictor = Predictor(weights, STATS)

    @jax.jit
    def forward(inputs):
        return predictor(inputs)

    return forward


def rollout(weights, state, steps):
    forward = make_forward(weights)
    trajectory = [state]
    for _ in range(steps):
        state = forward(state)
        trajectory.append(state)
    return jnp.stack(trajectory)
