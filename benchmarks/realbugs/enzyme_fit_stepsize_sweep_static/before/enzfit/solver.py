import jax
from jax import lax


class GradientDescent:
    """Fixed-step gradient descent; the whole run is one jitted fori_loop."""

    def __init__(self, fun, maxiter=400):
        self.fun = fun
        self.maxiter = maxiter
        self.run = jax.jit(self._run, static_argnames=("stepsize",))

    def _run(self, init_params, substrate, rates, stepsize):
        grad = jax.grad(self.fun)

        def body(_, params):
            return params - stepsize * grad(params, substrate, rates)

        params = lax.fori_loop(0, self.maxiter, body, init_params)
        return params, self.fun(params, substrate, rates)
