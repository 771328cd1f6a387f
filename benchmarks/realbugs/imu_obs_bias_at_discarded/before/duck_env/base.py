import jax.numpy as jnp

SENSOR_SLICES = {"gyro": slice(0, 3), "accelerometer": slice(3, 6)}


class SensorEnv:
    """Reads named sensors out of the flat sensor vector of the simulator state."""

    def get_sensor(self, data, name):
        return jnp.asarray(data.sensordata[SENSOR_SLICES[name]])

    def get_gyro(self, data):
        return self.get_sensor(data, "gyro")

    def get_accelerometer(self, data):
        return self.get_sensor(data, "accelerometer")
