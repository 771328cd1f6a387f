"""Behaviour-cloning policy wrapper: normalize, run the network, map the output to an action."""

import jax
import jax.numpy as jnp

from tablepolicy.normalization import denormalize_action, normalize_observation


def mlp(params, x):
    return jnp.tanh(jnp.tanh(x @ params["w1"]) @ params["w2"])


class BCPolicy:
    def __init__(self, params, stats):
        self.params = params
        self.stats = stats
        self._run_action_inference_jit = jax.jit(self._run_action_inference)

    def _run_action_inference(self, observation):
        normalized = normalize_observation(observation, self.stats)
        return denormalize_action(mlp(self.params, normalized), self.stats)

    def action(self, observation):
        return self._run_action_inference_jit(observation)
