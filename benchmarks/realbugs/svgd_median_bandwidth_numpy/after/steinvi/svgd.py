import jax


class SVGD:
    def __init__(self, log_prob, kernel, step_size=0.05):
        self.score = jax.vmap(jax.grad(log_prob))
        self.kernel = kernel
        self.step_size = step_size
        self.update = jax.jit(self._update)

    def _update(self, particles):
        k, repulsion = self.kernel(particles)
        phi = (k @ self.score(particles) + repulsion) / particles.shape[0]
        return particles + self.step_size * phi

    def run(self, particles, num_steps):
        for _ in range(num_steps):
            particles = self.update(particles)
        return particles
