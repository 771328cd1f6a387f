import jax
import jax.numpy as jnp


class GradientDescent:
    def __init__(self, fun, stepsize=0.1, maxiter=100, tol=1e-6):
        self.fun = fun
        self.stepsize = stepsize
        self.maxiter = maxiter
        self.tol = tol

    def run(self, init_params, *args):
        grad_fn = jax.grad(self.fun)

        def cond(state):
            it, _, error = state
            return (it < self.maxiter) & (error > self.tol)

        def body(state):
            it, params, _ = state
            grad = grad_fn(params, *args)
            return it + 1, params - self.stepsize * grad, jnp.linalg.norm(grad)

        _, params, _ = jax.lax.while_loop(cond, body, (0, init_params, jnp.inf))  # expect: JXL504
        return params
