import jax
import numpy as np

from laketemp.early_stopping import EarlyStopping
from laketemp.rnn import TemperatureRNN
from laketemp.trainer import Trainer


def simulate_lake(rng, num_sequences, days=60):
    """Air temperature and wind drive a lake whose surface temperature follows the air with a lag."""
    start = rng.uniform(0.0, 2.0 * np.pi, (num_sequences, 1))
    t = np.arange(days)[None, :]
    air = np.sin(start + 2.0 * np.pi * t / 365.0 * 6.0) + 0.3 * rng.normal(size=(num_sequences, days))
    wind = rng.random((num_sequences, days))
    water = np.zeros_like(air)
    for day in range(1, days):
        water[:, day] = water[:, day - 1] + 0.2 * (air[:, day - 1] - water[:, day - 1]) * (1.0 + wind[:, day - 1])
    drivers = np.stack([air, wind], axis=-1).astype(np.float32)
    return drivers, water.astype(np.float32)


def main(max_epochs=40, patience=5):
    rng = np.random.default_rng(0)
    drivers, water = simulate_lake(rng, 160)
    batches = [(drivers[i:i + 32], water[i:i + 32]) for i in range(0, 128, 32)]
    model = TemperatureRNN(num_drivers=2)
    trainer = Trainer(model, EarlyStopping(patience=patience))
    best_params, history = trainer.fit(model.init(jax.random.PRNGKey(0)), batches, (drivers[128:], water[128:]),
                                       max_epochs)
    return trainer, best_params, history


if __name__ == "__main__":
    trainer, best_params, history = main()
    print(f"{len(history)} epochs, best validation loss {min(history):.4f}")
