import jax.numpy as jnp

from stiffsim.integrators import BackwardEulerIntegrator
from stiffsim.systems import Robertson


def main():
    system = Robertson(k1=0.04, k2=3e7, k3=1e4)
    integrator = BackwardEulerIntegrator(dt=0.01, system=system, max_iter=20, tol=1e-7)
    return integrator.simulate(jnp.array([1.0, 0.0, 0.0]), t_final=1.0)


if __name__ == "__main__":
    trajectory = main()
    print(trajectory[-1], trajectory[-1].sum())
