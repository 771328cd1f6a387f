"""Fit two blended sources to a synthetic image."""

from deblend import GaussianSource, Scene


def synthetic_observation():
    truth = Scene([GaussianSource(10.0, (12.0, 12.0), 2.0), GaussianSource(6.0, (16.0, 19.0), 2.5)], (32, 32))
    return truth.model_image()


def main():
    observation = synthetic_observation()
    scene = Scene([GaussianSource(7.0, (12.5, 11.5), 2.0), GaussianSource(4.0, (16.5, 18.5), 2.5)], (32, 32))
    iterations = scene.fit(observation, max_iter=300, e_rel=1e-6)
    print(f"fitted in {iterations} iterations, loss {scene.loss_history[-1]:.4f}")
    return scene, iterations


if __name__ == "__main__":
    main()
