import jax.numpy as jnp

from sirfit import LeastSquaresFit, SIRSimulation

TRUE_BETA, GAMMA = 1.5, 0.5


def main(num_days=40):
    observed = SIRSimulation(num_days).daily_incidence(TRUE_BETA, GAMMA)
    simulation = SIRSimulation(num_days)
    beta = LeastSquaresFit(simulation, observed, GAMMA).fit(beta0=1.0)
    simulation.history.clear()
    simulation.daily_incidence(beta, GAMMA)
    trajectory = jnp.stack(simulation.history)
    return beta, trajectory


if __name__ == "__main__":
    beta, trajectory = main()
    print(f"beta {beta:.3f}; peak infected {float(trajectory[:, 1].max()):.3f} over {len(trajectory)} days")
