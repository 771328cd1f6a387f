import jax
import jax.numpy as jnp


class BackwardEuler:
    """Implicit Euler with a few Newton iterations per step, Jacobian by reverse-mode autodiff."""

    def __init__(self, rhs, newton_iterations=4):
        self.rhs = rhs
        self.newton_iterations = newton_iterations
        self.jacobian = jax.jit(jax.jacrev(self.residual))

    def residual(self, guess, previous, dt):
        return guess - previous - dt * self.rhs(guess)

    def step(self, previous, dt):
        guess = previous
        for _ in range(self.newton_iterations):
            jacobian = self.jacobian(guess, previous, dt)
            guess = guess - jnp.linalg.solve(jacobian, self.residual(guess, previous, dt))
        return guess

    def integrate(self, y0, dts):
        trajectory = [y0]
        for dt in dts:
            trajectory.append(self.step(trajectory[-1], dt))
        return jnp.stack(trajectory)
