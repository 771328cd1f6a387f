import jax
import numpy as np

from rulnet.ema import ExponentialMovingAverage
from rulnet.model import RULRegressor
from rulnet.trainer import Trainer

WINDOW, SENSORS = 10, 4


def degradation_windows(count, rng):
    """Sensor windows from engines whose wear grows linearly; the target is the remaining life, scaled to [0, 1]."""
    life = rng.uniform(0.0, 1.0, count)
    t = np.linspace(0.0, 0.1, WINDOW)
    drift = (1.0 - life)[:, None, None] + t[None, :, None]
    gains = np.array([1.0, -0.5, 0.8, 0.3])
    windows = drift * gains + 0.05 * rng.normal(size=(count, WINDOW, SENSORS))
    return windows.astype(np.float32), life.astype(np.float32)


def main(num_steps=400, batch_size=64):
    rng = np.random.default_rng(0)
    model = RULRegressor(WINDOW, SENSORS)
    params = model.init(jax.random.PRNGKey(0))
    trainer = Trainer(model, ExponentialMovingAverage(params, decay=0.99), learning_rate=0.05)
    test_windows, test_life = degradation_windows(512, rng)
    initial = float(model.rmse(params, test_windows, test_life))
    params = trainer.fit(params, [degradation_windows(batch_size, rng) for _ in range(num_steps)])
    params, ema_rmse = trainer.evaluate_ema(params, test_windows, test_life)
    return initial, float(model.rmse(params, test_windows, test_life)), ema_rmse


if __name__ == "__main__":
    initial, live, ema = main()
    print(f"test RMSE: initial {initial:.3f}, live weights {live:.3f}, EMA weights {ema:.3f}")
