from typing import NamedTuple

import jax
import jax.numpy as jnp


class LearnerState(NamedTuple):
    params: jax.Array
    beta: jax.Array


class PPOLearner:
    def __init__(self, kl_controller, ref_logits, learning_rate=0.5):
        self.kl_controller = kl_controller
        self.ref_logits = ref_logits
        self.learning_rate = learning_rate
        self._update = jax.jit(self.update)

    def kl(self, logits):
        log_p = jax.nn.log_softmax(logits)
        log_q = jax.nn.log_softmax(self.ref_logits)
        return jnp.sum(jnp.exp(log_p) * (log_p - log_q))

    def objective(self, logits, beta, rewards):
        return -(jnp.sum(jax.nn.softmax(logits) * rewards) - beta * self.kl(logits))

    def update(self, state, rewards):
        grads = jax.grad(self.objective)(state.params, state.beta, rewards)
        params = state.params - self.learning_rate * grads
        kl = self.kl(params)
        return LearnerState(params, self.kl_controller.next_beta(state.beta, kl)), kl

    def train(self, state, rewards, num_updates):
        betas, kls = [], []
        for _ in range(num_updates):
            state, kl = self._update(state, rewards)
            betas.append(float(state.beta))
            kls.append(float(kl))
        return betas, kls
