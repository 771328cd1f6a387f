import jax

from src.ecg_preprocessing import ECGPreprocessor
from src.synthetic import synthetic_ecg


def main(bpm=72.0):
    pre = ECGPreprocessor()
    record = synthetic_ecg(jax.random.PRNGKey(0), bpm=bpm)
    rate = float(pre.heart_rate(record))
    print(f"estimated heart rate: {rate:.1f} bpm (true {bpm})")
    return rate


if __name__ == "__main__":
    main()
