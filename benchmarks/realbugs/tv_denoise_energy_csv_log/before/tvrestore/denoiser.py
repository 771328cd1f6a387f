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

    def step(self, v, noisy, iteration):
        energy, grad = jax.value_and_grad(denoising_energy)(v, noisy, self.lam, self.alpha)
        self.log.record(iteration, energy)
        return v - self.step_size * grad

    def denoise(self, noisy):
        v = noisy
        for iteration in range(self.n_iter):
            v = self._step(v, noisy, iteration)
        return v
