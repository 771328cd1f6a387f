import jax.numpy as jnp


class RolloutBuffer:
    """Fixed-size storage for one rollout, filled one transition at a time."""

    def __init__(self, n_steps, obs_dim, action_dim):
        self.data = {
            "obs": jnp.zeros((n_steps, obs_dim)),
            "actions": jnp.zeros((n_steps, action_dim)),
            "log_probs": jnp.zeros(n_steps),
            "values": jnp.zeros(n_steps),
            "rewards": jnp.zeros(n_steps),
        }
        self.ptr = 0

    def add(self, **transition):
        for name, value in transition.items():
            self.data[name][self.ptr] = value  # expect: JXL301
        self.ptr += 1

    def reset(self):
        self.ptr = 0
