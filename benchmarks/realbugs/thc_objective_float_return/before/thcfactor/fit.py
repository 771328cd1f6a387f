import jax
import jax.numpy as jnp
import numpy as np
import scipy.optimize

from thcfactor.objective import compute_objective_batched, unpack


def fit_thc(chols, num_thc, seed=0, maxiter=20):
    num_orb = chols.shape[1]

    def objective(x):
        etaPp, MPQ = unpack(jnp.asarray(x), num_orb, num_thc)
        return compute_objective_batched(chols, etaPp, MPQ)

    gradient = jax.grad(lambda x: compute_objective_batched(chols, *unpack(x, num_orb, num_thc)))
    x0 = np.random.default_rng(seed).normal(size=num_orb * num_thc + num_thc ** 2) * 0.1
    result = scipy.optimize.minimize(objective, x0, jac=lambda x: np.asarray(gradient(jnp.asarray(x))),
                                     method="L-BFGS-B", options={"maxiter": maxiter})
    return result.fun, unpack(jnp.asarray(result.x), num_orb, num_thc)
