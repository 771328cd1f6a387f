import jax

from pointrl.algorithm import GaussianPolicyGradient
from pointrl.callbacks import ScalarLoggingCallback, ScalarWriter


def main(logdir="logs/point_mass", num_iterations=100, seed=0):
    writer = ScalarWriter(logdir)
    algorithm = GaussianPolicyGradient(ScalarLoggingCallback(writer))
    params = algorithm.init_params()
    returns = []
    for iteration, key in enumerate(jax.random.split(jax.random.PRNGKey(seed), num_iterations)):
        params, stats = algorithm.run_iteration(params, key, iteration)
        returns.append(float(stats["mean_return"]))
    writer.close()
    print(f"mean return {returns[0]:.2f} -> {returns[-1]:.2f}, gain {float(params['gain']):.2f}")
    return writer.path, returns


if __name__ == "__main__":
    main()
