import numpy as np

from spinlab.experiment import TemperatureScan


def main():
    scan = TemperatureScan(np.linspace(1.5, 3.5, 6).tolist())
    return scan, scan.run()


if __name__ == "__main__":
    scan, curve = main()
    for temperature, m in zip(scan.temperatures, curve):
        print(f"T={temperature:.2f} <|m|>={float(m):.3f}")
