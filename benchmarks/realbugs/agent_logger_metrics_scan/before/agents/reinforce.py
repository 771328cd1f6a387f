from typing import NamedTuple

import jax
import jax.numpy as jnp

from .logger import Logger


class AgentState(NamedTuple):
    logits: jnp.ndarray
    step: jnp.ndarray


class Reinforce:
    """Policy-gradient agent for a multi-armed bandit with a softmax policy over arm logits."""

    def __init__(self, num_arms, learning_rate=0.1, batch_size=32):
        self.num_arms = num_arms
        self.learning_rate = learning_rate
        self.batch_size = batch_size
        self.logger = Logger()

    def init(self):
        return AgentState(logits=jnp.zeros(self.num_arms), step=jnp.array(0))

    def act(self, state, key):
        return jax.random.categorical(key, state.logits, shape=(self.batch_size,))

    def update(self, state, actions, rewards):
        def loss_fn(logits):
            log_probs = jax.nn.log_softmax(logits)[actions]
            return -jnp.mean(log_probs * (rewards - rewards.mean()))

        loss, grads = jax.value_and_grad(loss_fn)(state.logits)
        probs = jax.nn.softmax(state.logits)
        entropy = -jnp.sum(probs * jnp.log(probs))
        self.logger.metrics = {"loss": loss, "entropy": entropy, "mean_reward": rewards.mean()}  # expect: JXL202
        return AgentState(logits=state.logits - self.learning_rate * grads, step=state.step + 1)
