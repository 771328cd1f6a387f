import jax
import jax.numpy as jnp


class MPCController:
    """Receding horizon: optimise the next `horizon` accelerations by projected gradient descent, apply the first."""

    def __init__(self, plant, reference, horizon=20, u_max=1.0, iterations=200, learning_rate=0.05):
        self.plant = plant
        self.reference = reference
        self.horizon = horizon
        self.u_max = u_max
        self.iterations = iterations
        self.learning_rate = learning_rate
        self.warm_start = jnp.zeros(horizon)
        self._solve = jax.jit(self.plan)

    def cost(self, controls, x0, reference):
        def advance(x, u):
            x = self.plant.step(x, u)
            return x, jnp.sum((x - reference) ** 2)

        _, tracking = jax.lax.scan(advance, x0, controls)
        return jnp.sum(tracking) + 0.01 * jnp.sum(controls**2)

    def plan(self, x0, controls, reference):
        grad = jax.grad(self.cost)

        def descend(_, u):
            return jnp.clip(u - self.learning_rate * grad(u, x0, reference), -self.u_max, self.u_max)

        return jax.lax.fori_loop(0, self.iterations, descend, controls)

    def act(self, state):
        controls = self._solve(state, self.warm_start, self.reference)
        self.warm_start = jnp.concatenate([controls[1:], controls[-1:]])
        return controls[0]
