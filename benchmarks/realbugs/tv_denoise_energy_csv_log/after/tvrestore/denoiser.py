import jax

from tvrestore.energy import denoising_energy


class GradientDescentDenoiser:
    def __init__(self, log, lam=4.0, alpha=0.05, step_size=0.02, n_iter=60):
        self.log = log
        self.lam = lam
        self.alpha = alpha
        self.step_size = step_size
        self.n_iter = n_iter
        self._step = jax.jit(self.step)

    def step(self, v, noisy):
        energy, grad = jax.value_and_grad(denoising_energy)(v, noisy, self.lam, self.alpha)
        return v - self.step_size * grad, energy

    def denoise(self, noisy):
        v = noisy
        for iteration in range(self.n_iter):
            v, energy = self._step(v, noisy)
            self.log.record(iteration, float(energy))
        return v
