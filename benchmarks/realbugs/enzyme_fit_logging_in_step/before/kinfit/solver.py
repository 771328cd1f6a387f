import jax
import jax.numpy as jnp

from kinfit.progress import log_iteration


class LevenbergMarquardt:
    """Damped Gauss-Newton on the residuals; one compiled update per call, the iteration loop stays on the host."""

    def __init__(self, model, damping):
        self.model = model
        self.damping = damping
        self.update = jax.jit(self._update)

    def residuals(self, params, substrate, rates):
        return self.model(params, substrate) - rates

    def _update(self, params, substrate, rates):
        r = self.residuals(params, substrate, rates)
        jac = jax.jacfwd(self.residuals)(params, substrate, rates)
        gradient = jac.T @ r
        hessian = jac.T @ jac + self.damping * jnp.eye(params.shape[0])
        log_iteration(0.5 * r @ r, jnp.linalg.norm(gradient))
        return params - jnp.linalg.solve(hessian, gradient)

    def fit(self, params, substrate, rates, num_iterations):
        for _ in range(num_iterations):
            params = self.update(params, substrate, rates)
        return params
