import numpy as np

# sampling schedule of the classic theophylline study (hours after an oral dose)
SAMPLE_TIMES = np.array([0.25, 0.57, 1.12, 2.02, 3.82, 5.10, 7.03, 9.05, 12.12, 24.37], dtype=np.float32)


def simulate_subject(model, log_params, noise_sd=0.05, seed=0):
    """Concentrations (mg/L) of one subject with proportional measurement noise."""
    rng = np.random.default_rng(seed)
    clean = np.asarray(model.predict(log_params, SAMPLE_TIMES))
    return clean * (1.0 + noise_sd * rng.standard_normal(clean.shape)).astype(np.float32)
