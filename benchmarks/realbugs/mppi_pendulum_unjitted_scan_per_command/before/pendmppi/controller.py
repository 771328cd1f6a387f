import jax
import jax.numpy as jnp


class MPPI:
    """Model predictive path integral control with a warm-started nominal control sequence."""

    def __init__(self, dynamics, cost, horizon=20, num_samples=128, noise_sigma=1.0, temperature=1.0):
        self.dynamics = dynamics
        self.cost = cost
        self.horizon = horizon
        self.num_samples = num_samples
        self.noise_sigma = noise_sigma
        self.temperature = temperature

    def command(self, nominal, state, key):
        """The first action to apply and the shifted nominal sequence for the next call."""
        noise = self.noise_sigma * jax.random.normal(key, (self.num_samples, self.horizon, 1))
        candidates = nominal[None] + noise

        def step(carry, action):
            x, total = carry
            x = self.dynamics(x, action)
            return (x, total + self.cost(x, action)), None

        def trajectory_cost(actions):
            (_, total), _ = jax.lax.scan(step, (state, 0.0), actions)  # expect: JXL504
            return total

        costs = jax.vmap(trajectory_cost)(candidates)
        weights = jax.nn.softmax(-(costs - costs.min()) / self.temperature)
        nominal = jnp.einsum("s,sha->ha", weights, candidates)
        return nominal[0], jnp.concatenate([nominal[1:], jnp.zeros((1, 1))], axis=0)
