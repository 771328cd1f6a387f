import jax

from smc.resampling import systematic_resample


class BootstrapFilter:
    def __init__(self, model, n_particles):
        self.model = model
        self.n_particles = n_particles
        self._run = jax.jit(self.run)

    def step(self, carry, observation):
        particles, key = carry
        key, key_move = jax.random.split(key)
        particles = self.model.transition(particles, key_move)
        log_w = self.model.log_likelihood(particles, observation)
        weights = jax.nn.softmax(log_w)
        ancestors = systematic_resample(weights)
        return (particles[ancestors], key), (ancestors, jax.nn.logsumexp(log_w))

    def run(self, particles, observations, key):
        _, (ancestors, log_evidence) = jax.lax.scan(self.step, (particles, key), observations)
        return ancestors, log_evidence.sum()

    def __call__(self, particles, observations, key):
        return self._run(particles, observations, key)
