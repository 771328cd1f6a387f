import jax.numpy as jnp

from armctl.kinematics import TwoLinkArm
from armctl.optim import Adam
from armctl.reach import ReachSolver


def main(targets=((1.2, 0.6), (0.3, 1.4), (-0.9, 0.8))):
    arm = TwoLinkArm()
    solver = ReachSolver(arm, Adam(learning_rate=0.05))
    errors = []
    for target in targets:
        target = jnp.array(target)
        theta = solver.solve(target, theta0=[0.1, 0.1])
        reached = jnp.array([float(c) for c in arm.end_effector(theta)])
        errors.append(float(jnp.linalg.norm(reached - target)))
        print(f"target {target.tolist()}: angles {theta.tolist()}, error {errors[-1]:.4f}")
    return errors


if __name__ == "__main__":
    main()
