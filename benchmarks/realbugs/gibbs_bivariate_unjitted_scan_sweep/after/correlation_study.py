import jax
import jax.numpy as jnp

from gibbslab.chain import lag_one_autocorrelation, run_chain


def main(rhos=(0.0, 0.5, 0.9, 0.99), burn_in=500, seed=0):
    """How the correlation of the target slows the Gibbs sampler down: sample correlation and lag-1 autocorrelation."""
    key = jax.random.key(seed)
    summary = {}
    for rho in rhos:
        key, sub = jax.random.split(key)
        draws = run_chain(sub, rho)[burn_in:]
        sample_rho = float(jnp.corrcoef(draws[:, 0], draws[:, 1])[0, 1])
        summary[rho] = (sample_rho, float(lag_one_autocorrelation(draws[:, 0])))
        print(f"rho {rho}: sample correlation {summary[rho][0]:.3f}, lag-1 autocorrelation {summary[rho][1]:.3f}")
    return summary


if __name__ == "__main__":
    main()
