from docking.controller import ShrinkingHorizonDocking
from docking.plant import DoubleIntegrator


def main(n_steps=30):
    controller = ShrinkingHorizonDocking(DoubleIntegrator.discretise(dt=1.0))
    final_state, thrusts = controller.dock([50.0, -1.0], n_steps)
    peak = max(abs(thrust) for thrust in thrusts)
    print(f"final offset {final_state[0]:.4f} m, velocity {final_state[1]:.4f} m/s, peak thrust {peak:.3f}")
    return controller, final_state


if __name__ == "__main__":
    main()
