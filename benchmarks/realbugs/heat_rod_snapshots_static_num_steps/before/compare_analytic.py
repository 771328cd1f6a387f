import jax.numpy as jnp

from diffusion1d.experiment import GaussianPulse, snapshots


def main(output_times=(1.0, 2.0, 4.0)):
    problem = GaussianPulse()
    errors = []
    for t, u in snapshots(problem, output_times):
        errors.append(float(jnp.max(jnp.abs(u - problem.exact(t)))))
        print(f"t = {t:.3f}: max error {errors[-1]:.2e}")
    return problem, errors


if __name__ == "__main__":
    main()
