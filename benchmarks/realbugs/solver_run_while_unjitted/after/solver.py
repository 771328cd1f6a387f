import jax
import jax.numpy as jnp


class GradientDescent:
    def __init__(self, fun, stepsize=0.1, maxiter=100, tol=1e-6):
        self.fun = fun
        self.stepsize = stepsize
        self.maxiter = maxiter
        self.tol = tol
        # Jitted once per solver: the loop body closures are traced with it, and later runs hit the cache.
        self._run = jax.jit(self._run_loop)

    def _run_loop(self, init_params, *args):
        grad_fn = jax.grad(self.fun)

        def cond(state):
            it, _, error = state
            return (it < self.maxiter) & (error > self.tol)

        def body(state):
            it, params, _ = state
            grad = grad_fn(params, *args)
            return it + 1, params - self.stepsize * grad, jnp.linalg.norm(grad)

        _, params, _ = jax.lax.while_loop(cond, body, (0, init_params, jnp.inf))
        return params

    def run(self, init_params, *args):
        return self._run(init_params, *args)
