import jax
import jax.numpy as jnp

from .model import Belief


def predict(model, belief):
    mean = model.transition @ belief.mean
    cov = model.transition @ belief.cov @ model.transition.T + model.process_noise
    return Belief(mean, cov)


def update(model, belief, y):
    innovation = y - model.emission @ belief.mean
    s = model.emission @ belief.cov @ model.emission.T + model.measurement_noise
    gain = jnp.linalg.solve(s, model.emission @ belief.cov).T
    mean = belief.mean + gain @ innovation
    cov = belief.cov - gain @ s @ gain.T
    return Belief(mean, cov)


def filter_window(model, belief, observations):
    """Runs predict/update over one window of observations; returns the final belief and the filtered means."""
    def step(belief, y):
        belief = update(model, predict(model, belief), y)
        return belief, belief.mean

    return jax.lax.scan(step, belief, observations)
