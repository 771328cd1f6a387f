import jax.numpy as jnp

from cartmpc.mpc import MPCController


def main(num_steps=5):
    controller = MPCController()
    start = jnp.array([0.0, 0.0, 0.1, 0.0])
    trajectory = controller.run_episode(start, num_steps)
    print("final pole angle:", float(trajectory[-1, 2]))
    return controller, trajectory


if __name__ == "__main__":
    main()
