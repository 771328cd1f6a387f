"""Find a cross-section with aspect ratio 2 and area 5 that stays smooth."""

import jax.numpy as jnp

from shapeopt.objective_function import ObjectiveFunction
from shapeopt.objectives import Area, AspectRatio, Smoothness
from shapeopt.optimizer import Optimizer


def main():
    objective = ObjectiveFunction([AspectRatio(target=2.0, weight=1.0), Area(target=5.0, weight=0.5),
                                   Smoothness(weight=0.1)])
    optimizer = Optimizer(step_size=0.5, shrink=0.5, maxiter=60)
    x, history = optimizer.optimize(objective, jnp.array([1.5, 1.0, 0.3]))
    print(f"axes {float(x[0]):.3f} x {float(x[1]):.3f}, objective {history[0]:.4f} -> {history[-1]:.6f}")
    return x, history


if __name__ == "__main__":
    main()
