import jax
import jax.numpy as jnp
from jax.scipy.special import logsumexp


class LogSinkhorn:
    """Entropic optimal transport by Sinkhorn iterations on the dual potentials, in the log domain."""

    def __init__(self, epsilon, iterations, verbose):
        self.epsilon = epsilon
        self.iterations = iterations
        self.verbose = verbose
        self._run = jax.jit(self._iterate)

    def _iterate(self, cost, a, b):
        log_kernel = -cost / self.epsilon

        def body(i, potentials):
            f, g = potentials
            f = self.epsilon * (jnp.log(a) - logsumexp(log_kernel + g[None, :] / self.epsilon, axis=1))
            g = self.epsilon * (jnp.log(b) - logsumexp(log_kernel + f[:, None] / self.epsilon, axis=0))
            if self.verbose:
                plan = jnp.exp(log_kernel + (f[:, None] + g[None, :]) / self.epsilon)
                error = jnp.sum(jnp.abs(plan.sum(axis=1) - a))
                jax.debug.print("sinkhorn iteration {i} marginal error {error}", i=i, error=error, ordered=True)
            return f, g

        f, g = jax.lax.fori_loop(0, self.iterations, body, (jnp.zeros_like(a), jnp.zeros_like(b)))
        return jnp.exp(log_kernel + (f[:, None] + g[None, :]) / self.epsilon)

    def __call__(self, cost, a, b):
        return self._run(cost, a, b)
