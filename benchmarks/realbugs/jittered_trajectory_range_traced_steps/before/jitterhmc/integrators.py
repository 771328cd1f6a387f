class Leapfrog:
    """Symplectic leapfrog for H(q, p) = U(q) + |p|^2 / 2."""

    def __init__(self, grad_potential, step_size):
        self.grad_potential = grad_potential
        self.step_size = step_size

    def integrate(self, q, p, num_steps):
        eps = self.step_size
        for _ in range(num_steps):  # expect: JXL105
            p = p - 0.5 * eps * self.grad_potential(q)
            q = q + eps * p
            p = p - 0.5 * eps * self.grad_potential(q)
        return q, p
