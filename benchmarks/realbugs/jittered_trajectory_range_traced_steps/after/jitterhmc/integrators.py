import jax


class Leapfrog:
    """Symplectic leapfrog for H(q, p) = U(q) + |p|^2 / 2."""

    def __init__(self, grad_potential, step_size):
        self.grad_potential = grad_potential
        self.step_size = step_size

    def integrate(self, q, p, num_steps):
        eps = self.step_size

        def body(_, state):
            q, p = state
            p = p - 0.5 * eps * self.grad_potential(q)
            q = q + eps * p
            return q, p - 0.5 * eps * self.grad_potential(q)

        return jax.lax.fori_loop(0, num_steps, body, (q, p))
