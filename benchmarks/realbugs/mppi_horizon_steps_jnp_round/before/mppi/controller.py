"""Model-predictive path integral control: sample perturbed action sequences, weight them by cost."""

import jax
import jax.numpy as jnp


class MPPI:
    def __init__(self, config, dynamics, cost, action_dim):
        self.config = config
        self.dynamics = dynamics
        self.cost = cost
        self.action_dim = action_dim
        self._plan = jax.jit(self._improve)

    def reset(self):
        steps = int(round(self.config.horizon_seconds / self.config.dt))
        return jnp.zeros((steps, self.action_dim))

    def _rollout_cost(self, state, actions):
        def step(state, action):
            return self.dynamics(state, action, self.config.dt), self.cost(state, action)

        _, costs = jax.lax.scan(step, state, actions)
        return costs.sum()

    def _improve(self, state, nominal, key):
        cfg = self.config
        num_steps = jnp.round(cfg.horizon_seconds / cfg.dt).astype(jnp.int32)
        noise = jax.random.normal(key, (cfg.num_samples, num_steps, self.action_dim)) * cfg.noise_std  # expect: JXL106
        candidates = nominal[None] + noise
        costs = jax.vmap(self._rollout_cost, in_axes=(None, 0))(state, candidates)
        weights = jax.nn.softmax(-(costs - costs.min()) / cfg.temperature)
        return jnp.tensordot(weights, candidates, axes=1)

    def act(self, state, nominal, key):
        plan = self._plan(state, nominal, key)
        shifted = jnp.concatenate([plan[1:], plan[-1:]])
        return plan[0], shifted
