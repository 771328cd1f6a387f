import jax.numpy as jnp


class GAE:
    """Generalized advantage estimation over a (n_workers, worker_steps) rollout (Schulman et al. 2015)."""

    def __init__(self, n_workers, worker_steps, gamma, lambda_):
        self.n_workers = n_workers
        self.worker_steps = worker_steps
        self.gamma = gamma
        self.lambda_ = lambda_

    def __call__(self, done, rewards, values):
        """`values` has one more column than the rollout: the value of the state after the last step."""
        advantages = jnp.zeros((self.n_workers, self.worker_steps), dtype=jnp.float32)
        last_advantage = jnp.zeros(self.n_workers)
        last_value = values[:, -1]
        for t in reversed(range(self.worker_steps)):
            mask = 1.0 - done[:, t]
            last_value = last_value * mask
            last_advantage = last_advantage * mask
            delta = rewards[:, t] + self.gamma * last_value - values[:, t]
            last_advantage = delta + self.gamma * self.lambda_ * last_advantage
            advantages.at[:, t].set(last_advantage)  # expect: JXL302
            last_value = values[:, t]
        return advantages
